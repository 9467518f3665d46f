import { Component, createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { LoadingView } from './state-views';
import { registeredModules, type TAreaWidget } from '../shell/area';
import type { THomeWidget } from '../shell/home-layouts';

/** The widget of the first area that offers it; none when the site runs no such area. */
export const offeredWidget = (id: THomeWidget): TAreaWidget | undefined => registeredModules().find((m) => m.widgets?.[id])?.widgets?.[id];

/** One lazy component per widget for the life of the page, so a widget keeps its state across renders. */
const widgets = new Map<TAreaWidget, LazyExoticComponent<ComponentType>>();
function widgetComponent(widget: TAreaWidget): LazyExoticComponent<ComponentType> {
  if (!widgets.has(widget)) widgets.set(widget, lazy(widget.load));
  return widgets.get(widget)!;
}

/** One widget failing to load (offline, a broken chunk) leaves the rest of the page standing. */
class WidgetBoundary extends Component<{ children: ReactNode; retry: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.retry : this.props.children;
  }
}

function WidgetFailed() {
  const { t } = useTranslation('shell');
  return (
    <div className="q-state q-state--error" role="alert">
      <span>{t('loadFailed')}</span>
      <Button size="small" color="primary" fill="outline" onClick={() => location.reload()}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** An area's widget, loaded with its strings the first time a layout shows it. */
export function AreaWidget({ widget }: { widget: TAreaWidget }) {
  return (
    <WidgetBoundary retry={<WidgetFailed />}>
      <Suspense fallback={<LoadingView />}>{createElement(widgetComponent(widget))}</Suspense>
    </WidgetBoundary>
  );
}
