/**
 * An email that may wrap after its "@" and nowhere inside a word: a narrow column shows
 * "customer@" over "example.com", never "customer @exampl e.com".
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
