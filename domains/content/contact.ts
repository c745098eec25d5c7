import "@/lib/validation/zod-config";
import * as z from "zod/mini";

// zod/mini: the contact page checks in the browser (nothing is sent to a server).
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const contactSchema = z.object({
  name: required("Name is required"),
  email: z.pipe(required("Email is required"), z.email("Provide a valid email")),
  message: required("Message is required"),
});
