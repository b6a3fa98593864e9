import type { StorageProvider } from '@emailjs/browser';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'emailjs-limit-rate:';

/**
 * EmailJS's limitRate remembers the last send here; @emailjs/browser 4.4 silently turns limitRate
 * off when init() is given no storageProvider. Storage that is missing or refuses access (private
 * modes, blocked cookies) only disables the throttle: it must never stop a visitor from sending.
 */
export function createWebStorageProvider(
  getStorage: () => KeyValueStorage | undefined = () => globalThis.localStorage,
): StorageProvider {
  const attempt = <T>(access: (storage: KeyValueStorage) => T): T | undefined => {
    try {
      const storage = getStorage();
      return storage ? access(storage) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get: async (key) => attempt((storage) => storage.getItem(PREFIX + key)) ?? null,
    set: async (key, value) => attempt((storage) => storage.setItem(PREFIX + key, value)),
    remove: async (key) => attempt((storage) => storage.removeItem(PREFIX + key)),
  };
}
