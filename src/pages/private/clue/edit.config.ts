export default definePageConfig({ navigationBarTitleText: '跟进线索' })
