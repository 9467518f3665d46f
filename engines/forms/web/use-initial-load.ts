import { useEffect, useState } from 'react';
import { ErrorCode } from '@quad/contracts/errors';
import { i18n } from '@quad/platform/shell/i18n';
import { request } from '@quad/platform/shell/request';
import { cachedSession } from '@quad/platform/shell/session';
import { runDataSource, type TFillView } from '@quad/forms-engine/contract';
import { addWarning, openForm, sourceRan } from './form-store';
import { locatePlace } from './locate';
import { fieldsToLocate, sourcesToRun, startingValues } from './starting-values';

type TSetValues = (change: (values: Record<string, unknown>) => Record<string, unknown>) => void;

/**
 * Opens a fill: the form store (plugins, print settings, sources, load status), the starting answers
 * (draft, my answer, prefill), then the initial data sources and locate plugins. The form shows as
 * loading until every initial source has run; a failed one only leaves a warning.
 */
export function useInitialLoad(view: TFillView): [Record<string, unknown>, TSetValues] {
  const [values, setValues] = useState(() => startingValues(view));
  useEffect(() => {
    const formNo = view.form.no;
    const start = startingValues(view);
    // The person filling is the form's primary user (spec §3).
    openForm(formNo, view.definition, { version: view.version, primaryUserId: cachedSession()?.name ?? '' });
    // Not a dependency: switching the language must not run the sources again over what was typed.
    const t = (key: string, options: Record<string, unknown>) => i18n.t(`forms-engine:${key}`, options);
    let live = true;
    const toRun = sourcesToRun(view.definition, start);
    for (const source of view.definition.dataSources) if (source.initial && !toRun.includes(source)) sourceRan(formNo, source.id);
    for (const source of toRun) {
      void request(runDataSource, { formid: formNo, version: view.version, source: source.id }, { quiet: true }).then((answer) => {
        if (!live) return;
        if (answer.e === ErrorCode.OK) setValues((v) => ({ ...v, [source.table]: answer.d.rows }));
        sourceRan(formNo, source.id, answer.e === ErrorCode.OK ? undefined : t('sourceFailed', { label: source.label, reason: answer.m }));
      });
    }
    for (const key of fieldsToLocate(view.definition, start)) {
      locatePlace((p) => t('coordsAddress', { longitude: p.lng, latitude: p.lat })).then(
        (place) => live && setValues((v) => (v[key] ? v : { ...v, [key]: place })),
        () => live && addWarning(formNo, t('locateFailed', {})),
      );
    }
    return () => {
      live = false;
    };
  }, [view]);
  return [values, setValues];
}
