export default definePageConfig({ navigationBarTitleText: '搜索详情' })
