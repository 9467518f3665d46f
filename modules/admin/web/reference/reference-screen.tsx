import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Collapse from 'antd/es/collapse';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { OperationDetail } from './operation-detail';
import { searchGroups, type TOperationView } from './openapi-model';
import { OPENAPI_PATH, useOpenApi } from './use-openapi';
import './reference.css';

/** A search this narrow opens its results at once, so the reader sees the fields without another click. */
const OPEN_ALL_UP_TO = 5;

const METHOD_COLORS: Record<string, string> = { GET: 'green', POST: 'blue' };

function OperationLabel({ op }: { op: TOperationView }) {
  return (
    <span className="adm-ref-label">
      <Tag color={METHOD_COLORS[op.method] ?? 'default'}>{op.method}</Tag>
      <code>{op.path}</code>
      <span className="adm-muted">{op.summary}</span>
    </span>
  );
}

/** 接口参考: `/api/openapi.json` grouped by module, searchable, each call with its fields and examples. */
export default function ReferenceScreen() {
  const { t } = useTranslation('admin');
  const doc = useOpenApi();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<string[]>([]);
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => searchGroups(doc.data?.groups ?? [], deferred), [doc.data, deferred]);
  const count = groups.reduce((n, g) => n + g.operations.length, 0);
  const openAll = deferred.trim() !== '' && count <= OPEN_ALL_UP_TO;

  if (doc.isError) return <QueryError error={doc.error} onRetry={() => void doc.refetch()} />;
  if (!doc.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <Card size="small" className="adm-ref-intro">
        <Typography.Paragraph>
          {t('reference.intro')} <a href={OPENAPI_PATH}>{OPENAPI_PATH}</a>
        </Typography.Paragraph>
        {doc.data.intro.split('\n\n').map((p) => (
          <Typography.Paragraph key={p} type="secondary">
            {p}
          </Typography.Paragraph>
        ))}
      </Card>
      <div className="adm-toolbar">
        <Input.Search
          allowClear
          role="searchbox"
          aria-label={t('reference.search')}
          placeholder={t('reference.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ maxWidth: 420 }}
        />
        <span className="adm-muted">{t('reference.count', { count })}</span>
      </div>
      {groups.length === 0 && <EmptyState text={t('reference.none')} />}
      {groups.map((g) => (
        <section key={g.tag} className="adm-ref-group" aria-label={g.name}>
          <h2 className="adm-ref-group__title">
            {g.name} <code className="adm-muted">{g.tag}</code>
          </h2>
          <Collapse
            size="small"
            activeKey={openAll ? g.operations.map((op) => op.key) : opened}
            onChange={(keys) => setOpened((prev) => [...prev.filter((k) => !g.operations.some((op) => op.key === k)), ...keys])}
            items={g.operations.map((op) => ({ key: op.key, label: <OperationLabel op={op} />, children: <OperationDetail op={op} /> }))}
          />
        </section>
      ))}
    </>
  );
}
