import { useState, type CSSProperties, type ReactNode } from 'react';
import '../styles/marquee.css';

export interface MarqueeItem {
  key: string | number;
  content: ReactNode;
  /** Plain text length, to keep the scrolling speed readable whatever the length. */
  length: number;
}

interface MarqueeProps {
  label: string;
  items: MarqueeItem[];
  className?: string;
}

/**
 * A CSS-animated notice ticker (the seed's marquee). It pauses on hover and focus, has a Pause
 * button for touch and keyboard users, and stands still under prefers-reduced-motion (CSS).
 */
export function Marquee({ label, items, className }: MarqueeProps) {
  const [paused, setPaused] = useState(false);
  if (items.length === 0) return null;
  const chars = items.reduce((sum, item) => sum + item.length, 0);
  const style = {
    '--cs-marquee-duration': `${Math.max(12, Math.round(chars * 0.22))}s`,
  } as CSSProperties;
  const list = (hidden: boolean) => (
    <ul className="cs-marquee__list" aria-hidden={hidden || undefined} inert={hidden || undefined}>
      {items.map((item) => (
        <li key={item.key} className="cs-marquee__item">
          {item.content}
        </li>
      ))}
    </ul>
  );
  return (
    <div className={className ? `cs-marquee ${className}` : 'cs-marquee'} style={style}>
      <span className="cs-marquee__label">{label}</span>
      <div className="cs-marquee__viewport">
        <div className={paused ? 'cs-marquee__track is-paused' : 'cs-marquee__track'}>
          {list(false)}
          {list(true)}
        </div>
      </div>
      <button
        type="button"
        className="cs-marquee__toggle"
        aria-pressed={paused}
        onClick={() => setPaused((p) => !p)}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        <span className="cs-visually-hidden">Pause {label.toLowerCase()}</span>
      </button>
    </div>
  );
}
