import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { isMessagingApp } from '@quad/platform/shell/device';
import { CodeScanner } from '@quad/platform/ui/code-scanner';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { NOT_FOUND_MESSAGE } from '../../contract';
import { useScannedAsset } from '../calls/scan-asset';
import { useAssetSearch } from '../calls/search-assets';
import { AssetCard } from './asset-card';
import '../asset.css';

/** The scanned label's asset, or the one answer for someone else's and a missing one alike. */
function ScanResult({ code }: { code: string }) {
  const scanned = useScannedAsset(code);
  if (scanned.isError) return <EmptyView text={scanned.error.message || NOT_FOUND_MESSAGE} />;
  if (!scanned.data) return <LoadingView />;
  return <AssetCard asset={scanned.data} />;
}

/** The typed words' matches by 资产编号 or name. */
function SearchResult({ q }: { q: string }) {
  const { t } = useTranslation('asset');
  const found = useAssetSearch(q);
  if (found.isError) return <ErrorView error={found.error} onRetry={() => void found.refetch()} />;
  if (!found.data) return <LoadingView />;
  if (found.data.list.length === 0) return <EmptyView text={NOT_FOUND_MESSAGE} />;
  return (
    <>
      <p className="as-meta as-count">{found.data.total > found.data.list.length ? t('search.more', { shown: found.data.list.length, count: found.data.total }) : t('list.total', { count: found.data.total })}</p>
      {found.data.list.map((a) => (
        <AssetCard key={a.code} asset={a} />
      ))}
    </>
  );
}

/**
 * `asset/search` 资产查询: by 资产编号 or name, or by scanning the asset's QR label (the messaging app's
 * own scanner inside WeCom, else the camera once asked for; the label holds the code or an address
 * ending with it). Only my assets (and a manager's departments') are found; anything else answers
 * 未找到该资产或无权查看, whether it exists or not.
 */
export function AssetSearchPage() {
  const { t } = useTranslation('asset');
  const [q, setQ] = useState('');
  const [scanned, setScanned] = useState('');
  const [camera, setCamera] = useState(false);
  const handleCode = (text: string) => {
    setCamera(false);
    setQ('');
    setScanned(text.trim());
  };
  const handleSearch = (value: string) => {
    setScanned('');
    setQ(value.trim());
  };
  let result;
  if (scanned) result = <ScanResult code={scanned} />;
  else if (q) result = <SearchResult q={q} />;
  else result = <EmptyView text={t('search.hint')} />;
  return (
    <main className="q-page">
      <SearchBar placeholder={t('search.placeholder')} onSearch={handleSearch} onClear={() => setQ('')} />
      <div className="as-scan">
        {isMessagingApp() || camera ? (
          <CodeScanner onCode={handleCode} scanLabel={t('search.scan')} />
        ) : (
          <Button block color="primary" fill="outline" onClick={() => setCamera(true)}>
            {t('search.scan')}
          </Button>
        )}
      </div>
      {result}
    </main>
  );
}
