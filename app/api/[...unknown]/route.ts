import { jsonError } from "@/lib/http/respond";

// Unknown API paths answer JSON like the rest of the API, not the HTML 404 page.
function notFound() {
  return jsonError(404, "No such API route");
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
