// Fuzz targets of the account forms: sign-in, sign-up, a reset asked and a new password set.
import { demo } from "../../helpers/accounts";
import * as f from "./fixtures";
import { email, text, type FuzzTarget } from "./fuzz-fields";

export const accountFuzzTargets: Record<string, FuzzTarget> = {
  "POST /api/account/login": {
    as: "form",
    valid: async () => ({
      url: "/api/account/login",
      body: { email: demo.customer, password: "Customer123!" },
    }),
    body: { email, password: text },
  },
  "POST /api/account/signup": {
    as: "form",
    valid: async () => ({
      url: "/api/account/signup",
      body: { name: "Fuzz", email: f.freshEmail("fuzz"), password: "Secret123!" },
    }),
    body: { name: text, email, password: text },
  },
  "POST /api/account/password-reset": {
    as: "form",
    valid: async () => ({ url: "/api/account/password-reset", body: { email: demo.customer } }),
    body: { email },
  },
  "POST /api/account/password": {
    as: "form",
    valid: async () => ({
      url: "/api/account/password",
      body: { token: "no-such-token", password: "Another123!" },
    }),
    body: { token: text, password: text },
  },
};
