import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";

// Unknown API paths answer JSON like the rest of the API, not the HTML 404 page.
const notFound = route({ access: "public" }, async () => {
  throw new AppError(404, "No such API route");
});

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
