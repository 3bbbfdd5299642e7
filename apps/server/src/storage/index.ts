export { checkKey, type FileStorage } from './file-storage';
export { localStorage } from './local-storage';
export { memoryStorage } from './memory-storage';
