// The response schema of GET /api/home, from the sections' own schemas (goods in the catalog's shape).
import { z } from 'zod'
import type { HomeData, StoryCard } from '@contract/content/home-shapes'
import { goodsSummaryResponse } from '../../catalog'
import { bannerResponse } from '../banners/schemas'
import { newsSummaryResponse } from '../news/schemas'
import { noticeSummaryResponse } from '../notices/schemas'

const storyCardResponse = z.object({
  id: z.number().int(), title: z.string(), learnerName: z.string(), learnerTitle: z.string(), coverUrl: z.string()
}) satisfies z.ZodType<StoryCard>

export const homeResponse = z.object({
  banners: z.array(bannerResponse),
  notices: z.array(noticeSummaryResponse),
  goods: z.array(goodsSummaryResponse),
  news: z.array(newsSummaryResponse),
  stories: z.array(storyCardResponse)
}) satisfies z.ZodType<HomeData>
