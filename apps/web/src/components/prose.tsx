// Plain-text content with paragraphs separated by blank lines and "## " headings (policies, blog):
// rendered as elements, never as HTML, so stored text cannot inject markup.
export function Prose({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className="prose">
      {blocks.map((block, i) =>
        block.startsWith('## ') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional and never reorder
          <h2 key={i}>{block.slice(3)}</h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{block}</p>
        ),
      )}
    </div>
  );
}
