// Lazily loaded charts: the chart library is fetched the first time a chart renders (or when a page asks for
// it early, with its data: preloadCharts), never with the page. A failed load (a network blip) can be
// retried: the failed component is replaced by a fresh lazy one.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { codeLoad } from '../lib/code-load';
import type { BarChartViewProps, ChartSeriesSpec, LineChartViewProps } from './charts/ChartKit';

const resetsOfFailedLoads = new Set<() => void>();

function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let current: LazyExoticComponent<ComponentType<Props>>;
  const reset = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        resetsOfFailedLoads.add(reset);
        throw error;
      }),
    );
  };
  reset();
  function LazyChart(props: Props) {
    const Current = current;
    return <Current {...props} />;
  }
  return LazyChart;
}

/** The chart kit's one load: shared by every lazy chart and by preloadCharts. */
const chartKit = codeLoad(() => import('./charts/ChartKit'));
const loadChartKit = chartKit.load;

/**
 * Starts loading the chart code now, beside the page's data request, so the charts do not wait for the
 * data to arrive before their code is even asked for. A failure here is left to the charts' own load.
 */
export const preloadCharts = chartKit.preload;

/** Makes charts whose code failed to load try again on their next render. */
export function retryFailedChartLoads(): void {
  for (const reset of resetsOfFailedLoads) reset();
  resetsOfFailedLoads.clear();
}

export const LazyBarChart = retryableLazy<BarChartViewProps>(() =>
  loadChartKit().then((kit) => ({ default: kit.BarChartView })),
);

export const LazyLineChart = retryableLazy<LineChartViewProps>(() =>
  loadChartKit().then((kit) => ({ default: kit.LineChartView })),
);

/** Title and content sentiment as two series, coloured alike wherever they are drawn. */
export const TITLE_CONTENT_SERIES: readonly ChartSeriesSpec[] = [
  { name: 'title', label: 'Title', color: 'indigo.5' },
  { name: 'content', label: 'Content', color: 'pink.5' },
];
