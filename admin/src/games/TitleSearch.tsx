import Search from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** The search of the filter tab: titles in both languages, case and accents ignored. */
export default function TitleSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState(String(filterValues.q ?? ''));
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setFilters({ ...filterValues, q: text.trim() || undefined });
      }}
      sx={{ my: 2, maxWidth: 480 }}
    >
      <TextField
        fullWidth
        label={translate('resources.games.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button type="submit" aria-label={translate('resources.games.search')}>
                  <Search />
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
