"use client";

import { useEffect, useRef } from "react";
import { CheckCircleIcon } from "@/components/ui/icons";

/**
 * Takes the place of a form once it has done its job. The form's button is gone, so focus moves
 * to the message: keyboard users keep their place and screen readers read it out.
 */
export function SuccessPanel({
  message,
  children,
}: {
  message: string;
  children: React.ReactNode;
}) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <CheckCircleIcon className="h-12 w-12 text-success" />
      <p ref={messageRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {message}
      </p>
      {children}
    </div>
  );
}
