// A private upload (payment proof, refund photo) shown as an image. An <img src> cannot send the
// access-token header these files need, so the bytes come through fetch and are shown from a blob
// URL, released again when the image goes. This loads an image, not server state: no query cache.
import { useEffect, useState } from 'react';
import { KEYS, storage } from '../lib/storage.ts';

export function PrivateImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let gone = false;
    let objectUrl: string | undefined;
    fetch(`/api/upload/file?path=${encodeURIComponent(path)}`, {
      headers: { 'access-token': storage.get(KEYS.token) ?? '' },
    })
      // a refusal answers the JSON envelope, not an image: nothing to show then
      .then((r) => (r.ok && r.headers.get('content-type')?.startsWith('image/') ? r.blob() : null))
      .then((blob) => {
        if (!blob || gone) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {}); // a photo that cannot load leaves its place empty; the rest still shows
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url ? <img className={className} src={url} alt={alt} /> : null;
}
