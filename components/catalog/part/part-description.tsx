/** The part's full description, in the paragraphs it was written in. */
export function PartDescription({ text }: { text: string }) {
  return (
    <section aria-labelledby="part-description-title">
      <h2 id="part-description-title" className="mb-3 text-2xl font-bold">
        Description
      </h2>
      <div className="space-y-4 leading-relaxed">
        {text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
