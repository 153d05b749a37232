export default definePageConfig({ navigationBarTitleText: '合作伙伴' })
