import type { LoadingBarController, PageProps } from '@salesdesk/react-ui';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Texts browsers use when a dynamically imported chunk cannot be fetched (after a deploy). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i;

/** Whether an error is a failed page-chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

/**
 * Remembers a failed chunk load and turns the next navigation into a full page load (SPEC §8):
 * the chunk names of a new deploy are only known to a fresh `index.html`.
 */
export interface ChunkReloader {
  markFailed(): void;
  readonly failed: boolean;
  /** Call on each navigation; returns true when it reloaded the page instead. */
  onNavigate(path: string): boolean;
}

/** Creates a {@link ChunkReloader}; `reload` loads a path from the server (default `location.assign`). */
export function createChunkReloader(reload: (path: string) => void = (p) => window.location.assign(p)): ChunkReloader {
  let failed = false;
  return {
    markFailed() {
      failed = true;
    },
    get failed() {
      return failed;
    },
    onNavigate(path) {
      if (!failed) return false;
      failed = false;
      reload(path);
      return true;
    },
  };
}

/**
 * A lazily loaded page whose chunk loading drives the loading bar: start when the chunk is
 * requested, done when it arrived, error (and a reload on the next navigation) when it failed.
 */
export function lazyPage<P extends object = PageProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  deps: { bar: LoadingBarController; reloader: ChunkReloader },
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    deps.bar.start();
    try {
      const module = await load();
      deps.bar.done();
      return module;
    } catch (error) {
      deps.bar.error();
      if (isChunkLoadError(error)) deps.reloader.markFailed();
      throw error;
    }
  });
}
