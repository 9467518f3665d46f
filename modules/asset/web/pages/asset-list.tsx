import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { PagedList } from '@quad/platform/ui/paged-list';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { ASSET_STATUSES, type TAssetStatus } from '../../contract';
import { useMySummary } from '../calls/get-summary';
import { useMyAssets } from '../calls/list-my-assets';
import { AssetCard } from './asset-card';
import '../asset.css';

const isStatus = (value: string | null): value is TAssetStatus => ASSET_STATUSES.includes(value as TAssetStatus);

/** A row of chips: 全部 and each choice; the chosen one pressed. */
function Chips({ label, all, choices, chosen, onChoose }: { label: string; all: string; choices: readonly string[]; chosen: string; onChoose(value: string): void }) {
  return (
    <TabBar look="capsule" label={label} tabs={['', ...choices].map((c) => ({ key: c, title: c || all }))} active={chosen} onChange={onChoose} />
  );
}

/**
 * `asset/list?category=&status=` 我保管的资产: my assets a page at a time, narrowed by category (those I
 * hold) and status; the filters live in the address, so the summary's links and the back button keep them.
 */
export function AssetListPage() {
  const { t } = useTranslation('asset');
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const categories = useMySummary().data?.byCategory.map((c) => c.name) ?? [];
  const assets = useMyAssets(category, status);
  const choose = (name: 'category' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <main className="q-page">
      <Chips label={t('list.byCategory')} all={t('list.allCategories')} choices={categories.includes(category) || !category ? categories : [...categories, category]} chosen={category} onChoose={(c) => choose('category', c)} />
      <Chips label={t('list.byStatus')} all={t('list.allStatuses')} choices={ASSET_STATUSES} chosen={status ?? ''} onChoose={(s) => choose('status', s)} />
      <PagedList pages={assets} keyOf={(a) => a.code} emptyText={category || status ? t('list.noMatch') : t('home.empty')}>
        {(items, first) => (
          <>
            <p className="as-meta as-count">{t('list.total', { count: first.total })}</p>
            {items.map((a) => (
              <AssetCard key={a.code} asset={a} />
            ))}
          </>
        )}
      </PagedList>
    </main>
  );
}
