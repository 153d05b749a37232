// The pictures of the demo banners and news: committed JPEGs (server/seed/assets/content/<name>.jpg, made by
// scripts/make-seed-content-images.ts) copied into the file storage like the goods covers, under keys derived from
// their names, so seeding again writes the same paths.
import path from 'node:path'
import type { FileStorage } from '../../src/integrations/storage/types'
import { PROJECT_ROOT } from '../../src/paths'
import { coverPath, installSeedCovers } from '../catalog/covers'
import { SEED_BANNERS } from './home-texts'
import { SEED_NEWS } from './news-texts'

export const CONTENT_IMAGES_DIR = path.join(PROJECT_ROOT, 'server', 'seed', 'assets', 'content')

/** The upload path a demo picture is served at (names start with banner- or news-, apart from the goods' slugs). */
export const contentImagePath = (name: string) => coverPath(name)

const NAMES = [...SEED_BANNERS.map((b) => b.image), ...SEED_NEWS.map((n) => n.cover)]

export function installContentImages(storage: FileStorage): Promise<void> {
  return installSeedCovers(storage, NAMES, CONTENT_IMAGES_DIR)
}
