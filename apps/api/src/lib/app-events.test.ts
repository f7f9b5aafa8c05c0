import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { inProcessEvents, installEvents } from './app-events';

/** The app's invalidation events (ADR 0124). */
describe('app events', () => {
  it('reach the listeners of that event, in order, until they stop listening', () => {
    const events = inProcessEvents();
    const heard: string[] = [];
    const stop = events.on('user-changed', ({ user }) => heard.push(`first ${user}`));
    events.on('user-changed', ({ user }) => heard.push(`second ${user}`));
    events.on('blocked-ids-changed', ({ taxNumber }) => heard.push(`blocked ${taxNumber ?? 'all'}`));
    events.emit('user-changed', { user: 'u-1' });
    stop();
    events.emit('user-changed', { user: 'u-2' });
    events.emit('blocked-ids-changed', {});
    expect(heard).toEqual(['first u-1', 'second u-1', 'second u-2', 'blocked all']);
  });

  it('two apps in one process have events of their own', () => {
    const [a, b] = [Fastify(), Fastify()];
    installEvents(a);
    installEvents(b);
    const heard: string[] = [];
    a.events.on('blocked-ids-changed', ({ taxNumber }) => heard.push(`a ${taxNumber}`));
    b.events.on('blocked-ids-changed', ({ taxNumber }) => heard.push(`b ${taxNumber}`));
    b.events.emit('blocked-ids-changed', { taxNumber: '30712345671' });
    expect(heard).toEqual(['b 30712345671']);
  });
});
