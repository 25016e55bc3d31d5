import Edit from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A card's edit button, naming what it edits for screen readers ("Edit Quotes of Douala"). */
export function EditButton(props: { name: string; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<Edit />}
      onClick={props.onClick}
      aria-label={`${translate('actions.edit')} ${props.name}`}
    >
      {translate('actions.edit')}
    </Button>
  );
}
