import { useState } from 'react';
import { catalogueMessages as m } from '../messages/catalogue';

/**
 * A product's picture as a 40 px thumbnail; a product without one, or whose file cannot be
 * read, shows a neutral box that says so (never the browser's broken-image mark). The picture
 * repeats the row's name, so it is decorative to a screen reader.
 */
export function ProductImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        title={m.noImage}
        className="inline-flex size-10 items-center justify-center rounded border border-dashed border-border text-xs text-text-muted"
      >
        <span aria-hidden="true">—</span>
        <span className="sr-only">{m.noImage}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-10 rounded border border-border bg-surface object-contain"
    />
  );
}
