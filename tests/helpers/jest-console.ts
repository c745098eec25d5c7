// The notes the app prints for people (the demo sign-ins when it seeds) are noise in test output;
// errors and warnings still show, except Auth.js's expected ones where a file calls
// expectLoggedErrors() (console.ts).
jest.spyOn(console, "log").mockImplementation(() => undefined);
