export default definePageConfig({ navigationBarTitleText: '10分定制' })
