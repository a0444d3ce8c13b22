import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the bar chart's parts: chart.js leaves the rest out of the console's chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Colours with at least 3:1 contrast on white, told apart by the legend's words too. */
const COLOURS = ['#1f2a44', '#1e7a46', '#a14a00'];

export interface BarSeries {
  label: string;
  data: number[];
}

interface Props {
  /** What the chart shows, in words: read instead of the picture (its table has the figures). */
  summary: string;
  labels: string[];
  series: BarSeries[];
}

/**
 * A small bar chart on a canvas. Where a canvas cannot draw (jsdom in the tests has no 2D
 * context) nothing is drawn and nothing is logged: the table beside it carries the same figures.
 */
export function BarChart({ summary, labels, series }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof CanvasRenderingContext2D === 'undefined') return undefined;
    const context = element.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.data,
          backgroundColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { display: series.length > 1 } },
      },
    });
    return () => chart.destroy();
  }, [labels, series]);
  return (
    <div className="console-chart">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
