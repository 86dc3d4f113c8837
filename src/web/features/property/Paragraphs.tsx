// A plain, multi-line catalogue text: blank lines part paragraphs, single line breaks stay.

export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={`space-y-3 leading-relaxed ${className}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
