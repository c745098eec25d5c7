import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/**
 * What was wrong with the query, one message each. A field that may also be blank is a union
 * (blank or an amount): its own message is that of the branch that is not the blank literal,
 * not the union's "Invalid input".
 */
export function queryErrorMessages(error: z.ZodError): string[] {
  const messagesOf = (issue: Issue): string[] => {
    if (issue.code !== "invalid_union") return [issue.message];
    const inner = issue.errors
      .flat()
      .filter((branch) => branch.code !== "invalid_value")
      .flatMap(messagesOf);
    return inner.length > 0 ? inner : [issue.message];
  };
  return [...new Set(error.issues.flatMap(messagesOf))];
}
