import { Box, Button, FormHelperText, Stack } from '@mui/material';
import { MAX_UPLOAD_BYTES } from '@quiz/shared/constants';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { checkPicture } from './pictureCheck';

/*
 * The pictures a manager picks, seen as they are picked (a phone's
 * "IMG_2034.jpg" says nothing of what it shows), and checked at once.
 */

/** An address the page can show a picked file at, revoked once the file is no longer shown. */
export function useObjectUrl(file: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * A picture as a thumbnail: a picked file, or a stored one by its URL. `mark`
 * (a tick, or a place in the correction order) sits on its corner; the
 * picture's name (`alt`) says it too.
 */
export function PictureThumb(props: {
  file?: Blob | null;
  src?: string | null;
  alt: string;
  size?: number;
  mark?: string;
}) {
  const url = useObjectUrl(props.file);
  const src = props.file ? url : (props.src ?? undefined);
  const size = props.size ?? 72;
  if (!src) return null;
  return (
    <Box sx={{ position: 'relative', width: size, height: size, flex: 'none' }}>
      <Box
        component="img"
        src={src}
        alt={props.alt}
        sx={{
          width: size,
          height: size,
          objectFit: 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: props.mark ? 'success.main' : 'divider',
          display: 'block',
        }}
      />
      {props.mark && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 4,
            left: 4,
            minWidth: 24,
            height: 24,
            px: 0.5,
            borderRadius: 12,
            bgcolor: 'success.main',
            color: 'success.contrastText',
            fontWeight: 'bold',
            textAlign: 'center',
            lineHeight: '24px',
          }}
        >
          {props.mark}
        </Box>
      )}
    </Box>
  );
}

/** What the server takes, as the pickers state it (its own limit, in MB). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp';
const LIMIT_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * A picture picker: its limit stated beside it, and a file over it or that
 * is no PNG, JPEG or WebP (by its content) refused on the field at once,
 * before anything is sent. `error` is a refusal from the server.
 */
export function PicturePicker(props: {
  label: string;
  onPick: (file: File) => void;
  error?: string;
  variant?: 'outlined' | 'text';
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const helperId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = refusal ?? props.error;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {props.children}
        <Button variant={props.variant ?? 'outlined'} component="label">
          {props.label}
          <input
            hidden
            type="file"
            accept={PICTURE_ACCEPT}
            aria-label={props.label}
            aria-describedby={helperId}
            aria-invalid={Boolean(shown)}
            onChange={async (event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              input.value = '';
              if (!file) return;
              const refused = await checkPicture(file);
              setRefusal(refused);
              if (!refused) props.onPick(file);
            }}
          />
        </Button>
      </Stack>
      <FormHelperText id={helperId} error={Boolean(shown)}>
        {shown
          ? translate(shown)
          : translate('resources.games.wizard.picture_limit', { size: LIMIT_MB })}
      </FormHelperText>
    </Box>
  );
}
