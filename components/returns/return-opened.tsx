"use client";

import { returnScreenTexts, type ReturnJson } from "@/domains/returns";
import { returnLabelPath } from "@/domains/returns/client";

const t = returnScreenTexts.opened;

/** The RMA just opened: its number and the return authorisation to print. */
export function ReturnOpened({ opened, onDismiss }: { opened: ReturnJson; onDismiss: () => void }) {
  return (
    <div role="status" className="alert flex flex-wrap items-center border-success">
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t.title(opened.number)}</p>
        <p>{t.text}</p>
      </div>
      <div className="flex gap-2">
        <a href={returnLabelPath(opened._id)} className="btn btn-sm btn-primary" download>
          {t.label}
        </a>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDismiss}>
          {returnScreenTexts.admin.close}
        </button>
      </div>
    </div>
  );
}
