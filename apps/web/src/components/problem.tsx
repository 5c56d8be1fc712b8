// A failure said in place, read out when it appears.
export function Problem({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="field-error">
      {text}
    </p>
  ) : null;
}
