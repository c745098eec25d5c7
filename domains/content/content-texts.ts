// The newsletter's and the contact form's texts (the specification's, copied exactly).
export const newsletterMessages = {
  empty: "Field can't be empty.",
  successTitle: "Thanks for your subscribe!",
  successText: "Now you'll receive our latest newsletter!",
} as const;

export const contactMessages = {
  success: (name: string, email: string) =>
    `Thanks for contacting us!! We received your email! ${name}. We knock you soon on your ${email}`,
} as const;
