import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in for the browser's EventSource (the test DOM has none): tests open, send and fail it by hand. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  private dispatch(type: string, data?: string) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data }))));
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch('open');
  }

  send(event: string, data: unknown) {
    this.dispatch(event, JSON.stringify(data));
  }

  /** The server refused or went away for good: the browser stops reconnecting. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatch('error');
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }
}

/** Installs FakeEventSource as the global EventSource for this test (undone by vi.unstubAllGlobals). */
export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
