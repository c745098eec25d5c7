// A local OpenID Connect provider standing in for Google in the end-to-end tests: the shop's
// Google provider points at it through AUTH_GOOGLE_ISSUER. Every sign-in is this one person.
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.OIDC_PORT ?? 3199);
export const googleUser = { email: "gina.google@example.com", name: "Gina Google" };

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeTokenSigning", (token) => {
  token.payload.sub = "google-user-gina";
  token.payload.email = googleUser.email;
  token.payload.email_verified = true;
  token.payload.name = googleUser.name;
});
server.service.on("beforeUserinfo", (response) => {
  response.body = {
    sub: "google-user-gina",
    email: googleUser.email,
    email_verified: true,
    name: googleUser.name,
  };
});
await server.start(port, "127.0.0.1");
// The issuer must be exactly the URL the shop is configured with.
server.issuer.url = `http://127.0.0.1:${port}`;
console.log(`OIDC provider listening at ${server.issuer.url}`);

const stop = () => server.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
