export default definePageConfig({ navigationBarTitleText: '精彩瞬间' })
