"use client";

import { readAccessToken } from "@/lib/client/access-token";
import { ApiError } from "@/lib/client/api";
import { uploadMessages } from "@/domains/catalog/catalog-texts";

// Not in the spec: the browser could not reach the server at all.
const UPLOAD_NETWORK_ERROR =
  "The image could not be uploaded. Check your connection and try again.";

/**
 * Sends one image to `POST /api/uploads` and resolves its stored URL. XMLHttpRequest rather
 * than fetch because only it reports upload progress; `onProgress` gets 0 to 1.
 */
export function uploadProductImage(
  file: File,
  onProgress: (done: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/uploads");
    request.responseType = "json";
    const token = readAccessToken();
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { data?: { url?: string }; error?: string } | null;
      const url = body?.data?.url;
      if (request.status >= 200 && request.status < 300 && url) return resolve(url);
      // A 413 from a proxy in front of the shop comes without our JSON.
      const fallback =
        request.status === 413 ? uploadMessages.tooLarge : `Upload failed (${request.status})`;
      reject(new ApiError(request.status, body?.error ?? fallback));
    };
    request.onerror = () => reject(new Error(UPLOAD_NETWORK_ERROR));
    const form = new FormData();
    form.append("image", file);
    request.send(form);
  });
}
