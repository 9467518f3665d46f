import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import { QueryError } from '@quad/platform/console/query-states';
import { DEFAULT_RULES, rulesProblems, type TDuesRules, type TTier } from '../../shared/rules';
import { useRules, useSaveRules } from '../calls/manage';

/** Percent ↔ basis points and yuan ↔ fen for the form: whole numbers reach the server. */
const toBp = (percent: number | null) => Math.round((percent ?? 0) * 100);
const toFen = (yuanValue: number | null) => Math.round((yuanValue ?? 0) * 100);

/** 党费标准: the bands of income and their rates for employed and retired members, and the fixed amounts of the others. */
export default function RulesScreen() {
  const saved = useRules();
  if (saved.isError) return <QueryError error={saved.error} onRetry={() => void saved.refetch()} />;
  if (!saved.data) return null;
  const { isDefault, ...rules } = saved.data;
  // A new answer (saved here or elsewhere) starts the editor again from it.
  return <RulesEditor key={JSON.stringify(rules)} saved={rules} isDefault={isDefault} />;
}

function RulesEditor({ saved, isDefault }: { saved: TDuesRules; isDefault: boolean }) {
  const { t } = useTranslation('partydues');
  const save = useSaveRules(t('console.saved'));
  const [rules, setRules] = useState<TDuesRules>(saved);
  const problems = rulesProblems(rules);
  const bands = (key: 'employed' | 'retired') => {
    const set = (tiers: TTier[]) => setRules({ ...rules, [key]: tiers });
    const tiers = rules[key];
    return (
      <section aria-label={t(`console.rules.${key}`)} style={{ marginBottom: 24 }}>
        <h3>{t(`console.rules.${key}`)}</h3>
        {tiers.map((tier, i) => (
          <Space key={i} style={{ display: 'flex', marginBottom: 8 }}>
            {tier.upToFen === null ? (
              <span style={{ width: 200, display: 'inline-block' }}>
                {t('console.rules.above', { yuan: (tiers[i - 1]?.upToFen ?? 0) / 100 })}
              </span>
            ) : (
              <InputNumber
                aria-label={t('console.rules.upTo', { n: i + 1 })}
                addonBefore="≤"
                addonAfter={t('console.rules.yuan')}
                min={0}
                precision={2}
                value={tier.upToFen / 100}
                onChange={(v) => set(tiers.map((x, j) => (j === i ? { ...x, upToFen: toFen(v) } : x)))}
              />
            )}
            <InputNumber
              aria-label={t('console.rules.rate', { n: i + 1 })}
              addonAfter="%"
              min={0}
              max={100}
              precision={2}
              value={tier.rateBp / 100}
              onChange={(v) => set(tiers.map((x, j) => (j === i ? { ...x, rateBp: toBp(v) } : x)))}
            />
            {tiers.length > 1 && tier.upToFen !== null && (
              <Button size="small" onClick={() => set(tiers.filter((_, j) => j !== i))}>
                {t('console.delete')}
              </Button>
            )}
          </Space>
        ))}
        <Button
          size="small"
          onClick={() => {
            const before = tiers.slice(0, -1);
            const top = (before.at(-1)?.upToFen ?? 0) + 100_000;
            set([...before, { upToFen: top, rateBp: tiers.at(-1)!.rateBp }, tiers.at(-1)!]);
          }}
        >
          {t('console.rules.addBand')}
        </Button>
      </section>
    );
  };
  const fixed = (key: 'studentFen' | 'otherFen') => (
    <InputNumber
      aria-label={t(`console.rules.${key}`)}
      addonBefore={t(`console.rules.${key}`)}
      addonAfter={t('console.rules.perMonth')}
      min={0.01}
      precision={2}
      value={rules[key] / 100}
      onChange={(v) => setRules({ ...rules, [key]: toFen(v) })}
    />
  );
  return (
    <div style={{ maxWidth: 720 }}>
      <Alert
        type="info"
        showIcon
        title={isDefault ? t('console.rules.isDefault') : t('console.rules.explain')}
        style={{ marginBottom: 16 }}
      />
      {bands('employed')}
      {bands('retired')}
      <Space direction="vertical" style={{ marginBottom: 16 }}>
        {fixed('studentFen')}
        {fixed('otherFen')}
      </Space>
      {problems.length > 0 && <Alert type="error" title={problems.join('；')} style={{ marginBottom: 16 }} />}
      <Space>
        <Button type="primary" disabled={problems.length > 0} loading={save.isPending} onClick={() => void save.mutateAsync(rules)}>
          {t('console.save')}
        </Button>
        <Button onClick={() => setRules(DEFAULT_RULES)}>{t('console.rules.reset')}</Button>
      </Space>
    </div>
  );
}
