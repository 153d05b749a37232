export default definePageConfig({ navigationBarTitleText: '转班' })
