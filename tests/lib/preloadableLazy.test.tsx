// @vitest-environment jsdom
/**
 * A screen whose code was loaded ahead renders at once: no Suspense fallback (the spinner the tabs
 * and the grid committed on every click). One not loaded yet suspends as React.lazy does.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../src/lib/preloadableLazy';

const Screen = ({ title }: { title: string }) => <h1>{title}</h1>;

describe('preloadableLazy', () => {
  it('renders code loaded ahead without suspending, and loads it once', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const { Component, preload } = preloadableLazy(load);
    await preload();
    await preload();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Component title="Servicios" />
      </Suspense>,
    );
    // At once: no fallback committed first.
    expect(screen.getByRole('heading', { name: 'Servicios' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on code not loaded yet, then renders it', async () => {
    let resolve: (module: { default: typeof Screen }) => void = () => undefined;
    const { Component } = preloadableLazy<{ title: string }>(() => new Promise((done) => (resolve = done)));
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Component title="Servicios" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    await act(async () => resolve({ default: Screen }));
    expect(await screen.findByRole('heading', { name: 'Servicios' })).toBeInTheDocument();
  });

  it('tries a failed load again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Screen });
    const { preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
