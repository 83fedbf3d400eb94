import { Fragment, type ReactNode } from 'react';

/** `**bold**` and `` `code` `` of one paragraph as elements; everything else is text. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/g).map((part, i) => {
    const key = `${i}:${part}`;
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`')) {
      return (
        <code key={key} className="font-mono text-[0.95em]">
          {part.slice(1, -1)}
        </code>
      );
    }
    return <Fragment key={key}>{part}</Fragment>;
  });
}

/**
 * The OpenAPI document's prose (`info.description`): paragraphs apart at blank lines, with the
 * two marks it uses, bold and code. Not a Markdown renderer: the text is ours and uses no more.
 */
export function InlineText({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{inline(paragraph.replace(/\s*\n\s*/g, ' '))}</p>
      ))}
    </div>
  );
}
