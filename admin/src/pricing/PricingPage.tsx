import {
  Alert,
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type Pricing, packField } from '@quiz/shared/contract';
import { formatMoney, formatNumber } from '@quiz/shared/format';
import type { PackHouse } from '@quiz/shared/formulas';
import { CREDIT_PACK_CODES, type Language } from '@quiz/shared/types';
import { pricingSchema } from '@quiz/shared/validation';
import type { ReactNode } from 'react';
import {
  EditBase,
  NumberInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { sharedRule } from '../common/resolver';
import { PRICING_ID } from '../dataProvider/pricing';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { RESOURCE_NAMES } from '../routes';
import { houseChange } from './house';
import { PRICING_TEXTS, said } from './texts';

const HOUR = 3600;
/** The form shows the win share in percent and the duration in hours; the record keeps a fraction and seconds. */
const percent = {
  format: (value: unknown) => (typeof value === 'number' ? Math.round(value * 1000) / 10 : value),
  parse: (value: unknown) => (typeof value === 'number' ? value / 100 : value),
};
const hours = {
  format: (value: unknown) => (typeof value === 'number' ? value / HOUR : value),
  parse: (value: unknown) => (typeof value === 'number' ? Math.round(value * HOUR) : value),
};

function Group(props: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', '& .MuiFormControl-root': { width: 240 } }}
      >
        {props.children}
      </Stack>
    </Box>
  );
}

const share = (value: number, lang: Language) =>
  `${formatNumber(Math.round(value * 1000) / 10, lang)} %`;

function Change(props: { before: string; after: string }) {
  const translate = useTranslate();
  if (props.before === props.after) return <>{props.after}</>;
  return <strong>{translate(said('house.change'), props)}</strong>;
}

/** What the edited values do to the house's share, before they are saved. */
function HousePreview() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Language;
  const saved = useRecordContext<Pricing & { id: string }>();
  const edited = useWatch();
  if (!saved) return null;
  const rows = houseChange(saved, edited);
  const solo = (house: PackHouse) =>
    `${formatMoney(house.soloHouse)} (${share(house.soloHouseShare, lang)})`;
  return (
    <Box component="section" aria-labelledby="house-title" sx={{ width: '100%', mt: 1 }}>
      <Typography id="house-title" component="h2" variant="h6">
        {translate(said('house.title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(said('house.intro'))}
      </Typography>
      {rows === null ? (
        <Alert severity="warning">{translate(said('house.invalid'))}</Alert>
      ) : (
        <Table size="small" aria-labelledby="house-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate(said('house.pack'))}</TableCell>
              <TableCell align="right">{translate(said('house.credit_price'))}</TableCell>
              <TableCell align="right">{translate(said('house.solo'))}</TableCell>
              <TableCell align="right">{translate(said('house.challenge'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ code, before, after }) => (
              <TableRow key={code}>
                <TableCell component="th" scope="row">
                  {translate(said(`packs.${code}`))}
                </TableCell>
                <TableCell align="right">
                  <Change
                    before={formatMoney(before.creditPrice)}
                    after={formatMoney(after.creditPrice)}
                  />
                </TableCell>
                <TableCell align="right">
                  <Change before={solo(before)} after={solo(after)} />
                </TableCell>
                <TableCell align="right">
                  <Change
                    before={share(before.challengeHouseShare, lang)}
                    after={share(after.challengeHouseShare, lang)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** Pricing (ours): a super manager changes prices and rewards, seeing the house's share before saving. */
export default function PricingPage() {
  useSectionTexts(PRICING_TEXTS);
  const translate = useTranslate();
  const notify = useNotify();
  const field = (key: string) => translate(said(`fields.${key}`));
  return (
    <Box sx={{ mt: 2, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(said('intro'))}
      </Typography>
      <Card>
        <CardContent>
          <EditBase
            resource={RESOURCE_NAMES.pricing}
            id={PRICING_ID}
            mutationMode="pessimistic"
            redirect={false}
            mutationOptions={{ onSuccess: () => notify(said('saved'), { type: 'success' }) }}
          >
            <SimpleForm
              resolver={sharedRule(pricingSchema)}
              toolbar={
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              }
            >
              <Group title={translate(said('groups.credits'))}>
                <NumberInput source="unit_price" label={field('unit_price')} min={1} step={1} />
                <NumberInput
                  source="gain_unit"
                  label={field('gain_unit')}
                  helperText={translate(said('hints.gain_unit'))}
                  min={1}
                  step={1}
                />
              </Group>
              <Group title={translate(said('groups.solo'))}>
                <NumberInput source="solo_units" label={field('solo_units')} min={1} step={1} />
                <NumberInput
                  source="solo_win_gain_multiplicator"
                  label={field('solo_win_gain_multiplicator')}
                  min={1}
                  step={1}
                />
                <NumberInput
                  source="solo_percentage_towin"
                  label={field('solo_percentage_towin')}
                  helperText={translate(said('hints.solo_percentage_towin'))}
                  min={1}
                  max={100}
                  {...percent}
                />
              </Group>
              <Group title={translate(said('groups.challenges'))}>
                <NumberInput
                  source="challenge_duration_sec"
                  label={field('challenge_duration_sec')}
                  min={1}
                  step={1}
                  {...hours}
                />
              </Group>
              <Group title={translate(said('groups.packs'))}>
                {CREDIT_PACK_CODES.map((code) => (
                  <Box key={code} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                    <Typography component="legend" variant="subtitle2">
                      {translate(said(`packs.${code}`))}
                    </Typography>
                    <Stack direction="row" spacing={1}>
                      <NumberInput
                        source={packField(code, 'units')}
                        label={field(code === 'premium' ? 'premium_units' : 'units')}
                        min={1}
                        step={1}
                      />
                      <NumberInput
                        source={packField(code, 'unit_reduction')}
                        label={field('unit_reduction')}
                        min={0}
                        step={1}
                      />
                    </Stack>
                  </Box>
                ))}
              </Group>
              <HousePreview />
            </SimpleForm>
          </EditBase>
        </CardContent>
      </Card>
    </Box>
  );
}
