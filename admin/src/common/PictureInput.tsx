import { ImageField, ImageInput } from 'react-admin';

/** A stored picture is a URL; ImageInput shows and replaces {src} values. */
const asPicture = (value: unknown) => (typeof value === 'string' ? { src: value } : value);

/** What the server takes (it checks the content too, and refuses SVG). */
const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] };

/**
 * One picture of a form (an index's cover, a badge's icon...): the stored one shown,
 * replaced by a dropped or chosen file, which alone is sent (dataProvider/multipart).
 */
export function PictureInput({ source, label }: { source: string; label: string }) {
  return (
    <ImageInput source={source} label={label} accept={ACCEPT} format={asPicture} multiple={false}>
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
