/**
 * Temperature bands (Xidian's, 0-8): reports carry the band's index as `tw`, as the original clients
 * do; `feverFrom` in the settings says from which band a report counts as fever. Shared by the
 * server's report design and the phone's three-checks page.
 */
export const TEMPERATURE_BANDS: { value: string; label: string }[] = [
  '36℃以下', '36℃~36.5℃', '36.5℃~36.9℃', '36.9℃~37.3℃', '37.3℃~38℃', '38℃~38.5℃', '38.5℃~39℃', '39℃~40℃', '40℃以上',
].map((label, i) => ({ value: String(i), label }));
