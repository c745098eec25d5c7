import Link from "next/link";
import { Picture } from "@/components/ui/picture";

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2" aria-label="Redline Parts home">
      <Picture src="/images/logo-mark.svg" alt="" width={36} height={36} loading="eager" />
      <span className="text-xl font-extrabold tracking-tight whitespace-nowrap">
        <span className="text-primary">Redline</span> Parts
      </span>
    </Link>
  );
}
