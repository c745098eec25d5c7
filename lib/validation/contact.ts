import "./zod-config";
import { z } from "zod";

export const contactSchema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Provide a valid email")),
  message: z.string().trim().min(1, "Message is required"),
});

export type ContactInput = z.infer<typeof contactSchema>;
