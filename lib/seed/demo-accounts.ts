/** The demo sign-ins printed at start-up and in the README. */
export const demoAccounts = [
  { role: "admin", name: "Redline Admin", email: "admin@example.com", password: "Admin123!" },
  { role: "user", name: "Casey Customer", email: "customer@example.com", password: "Customer123!" },
] as const;
