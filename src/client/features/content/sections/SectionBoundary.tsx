import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  type: string;
  id: number;
  children: ReactNode;
}

/** One broken section (bad data, a failed chunk) disappears; the rest of the page stays. */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `Section ${this.props.id} (${this.props.type}) could not be shown.`,
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
