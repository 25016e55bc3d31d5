import { ImageField, ImageInput, useTranslate } from 'react-admin';

/** A stored picture is a URL; ImageInput shows and replaces {src} values. */
const asPicture = (value: unknown) => (typeof value === 'string' ? { src: value } : value);

/** What the server takes (it checks the content too, and refuses SVG). */
const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] };

/**
 * One picture of a form (an index's cover, a badge's icon...): the stored one shown,
 * replaced by a dropped or chosen file, which alone is sent (dataProvider/multipart).
 */
export function PictureInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  return (
    <ImageInput
      source={source}
      label={label}
      accept={ACCEPT}
      format={asPicture}
      multiple={false}
      // The drop zone's file input is named too: its label names the zone, not the input.
      inputProps={{ 'aria-label': translate(label, { _: label }) }}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
