import Image from "next/image";

/** The small product picture of a table row; the product name is in the next cell. */
export function RowThumbnail({ src, name }: { src: string; name: string }) {
  return (
    <div className="avatar">
      <div className="mask mask-squircle h-12 w-12 bg-base-200">
        <Image src={src} alt={name} width={48} height={48} sizes="48px" className="object-cover" />
      </div>
    </div>
  );
}
